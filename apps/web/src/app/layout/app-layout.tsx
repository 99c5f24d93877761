import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { usePrefetchLists } from '@/app/prefetch-lists';
import { alvosDeToque, useLaptop } from '@/components/ui/use-toque';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { AppNavbar } from './app-navbar';
import { usePreloadLinkedScreens } from './preload-linked-screens';

const MAIN_ID = 'conteudo';

// The signed-in frame: header, module navigation (a burger menu below the laptop
// breakpoint) and the current screen.
export function AppLayout() {
  const [navbarOpened, { toggle, close }] = useDisclosure(false);
  // On a phone the menu waits behind the burger: its links are drawn the first time it opens, not
  // with every screen's first draw (decision 218), and stay drawn; closed, it is inert (out of the
  // tab order and of a screen reader's reach), as it is out of sight.
  // Read at once, not after the first draw: on a laptop the menu is there from the start.
  const wide = useLaptop();
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  const toggleNavbar = () => {
    setMenuOpenedOnce(true);
    toggle();
  };
  usePrefetchLists();
  usePreloadLinkedScreens();

  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        Pular para o conteúdo
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !navbarOpened } }}
        padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
        classNames={{ main: classes.main }}
      >
        <AppShell.Header>
          <AppHeader navbarOpened={navbarOpened} onToggleNavbar={toggleNavbar} />
        </AppShell.Header>
        <AppNavbar onNavigate={close} drawLinks={wide || menuOpenedOnce} closed={!wide && !navbarOpened} />
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          {/* Below a laptop the screen is touched: every field, button and icon a finger's 44 px
              (decision 075's rule, the diário's since the start). */}
          <div className={`${classes.content} ${alvosDeToque(wide) ?? ''}`}>
            <Outlet />
          </div>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
