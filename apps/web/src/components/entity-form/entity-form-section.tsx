import { Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormRow, type FormRowColumns } from '@/components/ui/form/form-row';
import { EntityField } from './entity-field';
import type { EntityFormMode, FormSection, FormValues } from './entity-form-types';
import type { FieldHandlers } from './use-field-handlers';

type EntityFormSectionProps = {
  section: FormSection;
  mode: EntityFormMode;
  form: UseFormReturnType<FormValues>;
  handlers: Record<string, FieldHandlers>;
  record: Record<string, unknown> | undefined;
};

// One titled group of the generic form, its fields in rows; a field only for create or for edit
// shows in that mode alone.
export function EntityFormSection({ section, mode, form, handlers, record }: EntityFormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb={section.description ? 4 : 'md'}>
        {section.title}
      </Title>
      {section.description && (
        <Text size="sm" c="dimmed" mb="md">
          {section.description}
        </Text>
      )}
      <Stack gap="sm">
        {section.rows.map((row) => {
          const shown = row.filter((field) => !field.only || field.only === mode);
          if (shown.length === 0) return null;
          return (
            <FormRow key={shown.map((field) => field.name).join()} columns={shown.length as FormRowColumns}>
              {shown.map((field) => (
                <EntityField
                  key={field.name}
                  field={field}
                  value={form.getValues()[field.name] ?? ''}
                  error={form.errors[field.name] as string | undefined}
                  onChange={handlers[field.name]!.onChange}
                  onBlur={handlers[field.name]!.onBlur}
                  record={record}
                />
              ))}
            </FormRow>
          );
        })}
      </Stack>
    </Paper>
  );
}
