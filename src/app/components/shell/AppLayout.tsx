import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { TopBar } from './TopBar';
import { ShellNav } from './ShellNav';

export const APP_VERSION_LABEL = 'v1.0.3';

/**
 * The app shell: sidebar 64 units (256 px) wide, open by default from 768 px (Mantine's `sm`), a drawer below
 * that which closes after each navigation (spec part 1 §2 App shell).
 */
export function AppLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 36 }}
      navbar={{ width: 256, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main menu">
        <ShellNav onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main style={{ minWidth: 0 }}>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer px="md" style={{ display: 'flex', alignItems: 'center' }}>
        <Text size="xs" c="dimmed">
          {APP_VERSION_LABEL}
        </Text>
      </AppShell.Footer>
    </AppShell>
  );
}
