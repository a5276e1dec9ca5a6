import { Anchor, AppShell, Box, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAfterFirstCommit } from '@app/lib/use-after-first-commit';
import classes from './AppLayout.module.css';
import { TopBar } from './TopBar';
import { ShellNav } from './ShellNav';

export const APP_VERSION_LABEL = 'v1.0.3';

/**
 * The app shell: sidebar 64 units (256 px) wide, open by default from 768 px (Mantine's `sm`), a drawer below
 * that which closes after each navigation (spec part 1 §2 App shell). The footer is fixed from 768 px; on a
 * phone it ends the page instead, leaving the small screen to the content.
 */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  // A collapsed sidebar is only moved off screen: inert keeps its links out of the Tab order and screen readers.
  const navHidden = wide ? !desktopOpened : !mobileOpened;
  // On a phone the sidebar is a closed drawer: its links mount after the shell's first commit (at once if it is
  // opened), so that commit holds what is on screen and no more (P2, ADR 0044).
  const navDue = useAfterFirstCommit();
  const versionLabel = (
    <Text size="xs" c="dimmed">
      {APP_VERSION_LABEL}
    </Text>
  );
  return (
    <AppShell
      header={{ height: 56 }}
      footer={wide ? { height: 36 } : undefined}
      navbar={{ width: 256, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Anchor href="#main-content" className={classes.skipLink}>
          {t('skipToContent')}
        </Anchor>
        <TopBar
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('mainMenu')} inert={navHidden}>
        {(wide || mobileOpened || navDue) && <ShellNav onNavigate={mobile.close} />}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ minWidth: 0, outline: 'none' }}>
        <Outlet />
        {!wide && (
          <Box component="footer" pt="xl">
            {versionLabel}
          </Box>
        )}
      </AppShell.Main>
      {wide && (
        <AppShell.Footer px="md" style={{ display: 'flex', alignItems: 'center' }}>
          {versionLabel}
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
