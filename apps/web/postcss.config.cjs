// Mantine's PostCSS preset (rem/em functions, light-dark, mixins). Breakpoints are not
// repeated here as `$mantine-breakpoint-*` variables: the theme takes them from
// @gdo/domain/constants, and screens use Mantine's responsive props instead.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
