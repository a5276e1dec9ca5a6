import { Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';
import { OfflineReadiness } from './OfflineReadiness';
import { SyncControl } from './SyncControl';
import classes from './TopBar.module.css';
import { useAfterFirstCommit } from '@app/lib/use-after-first-commit';
import { useOpenedOnce } from '@app/lib/use-opened-once';
import { useSession } from '@app/lib/use-session';
import { useLogout } from './use-logout';
import { useSignOutWarning } from './use-sign-out-warning';

interface TopBarProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

export function TopBar({ mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: TopBarProps) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const signOut = useSignOutWarning(useLogout());
  const name = session?.user.name ?? '';
  const warningOpened = signOut.unsent !== null;
  const warningMounted = useOpenedOnce(warningOpened);
  // The account menu (a popover and its floating-ui hooks) wraps the button after the shell's first commit:
  // the name shows at once, the menu is there before anyone can reach it (P2, ADR 0044).
  const menuDue = useAfterFirstCommit();
  // A tap before the menu is there (a slow phone still rendering the screen) opens it as soon as it is.
  const [menuOpened, setMenuOpened] = useState(false);
  const accountButton = (
    // On a phone the name gives its width to the offline readiness in words: the button is the person's icon, its
    // accessible name still says whose account it opens (issue 32 item 8). 44 px high for a thumb (item 5).
    <UnstyledButton
      aria-label={t('account.menuFor', { name })}
      onClick={menuDue ? undefined : () => setMenuOpened(true)}
      mih={44} miw={44} style={{ minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <IconUserCircle size={26} stroke={1.6} aria-hidden className={classes.phoneOnly} />
      <Group gap={4} wrap="nowrap" visibleFrom="xs">
        <Text size="sm" fw={500} truncate="end" maw={220}>
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? t('closeNavigation') : t('openNavigation')}
          aria-expanded={mobileOpened}
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={desktopOpened ? t('closeNavigation') : t('openNavigation')}
          aria-expanded={desktopOpened}
        />
        {/* Not on a phone: cut to 'Agent P…' it said nothing there, and the drawer shows the brand and Home. */}
        <Text component={Link} to="/dashboard" fw={700} size="sm" c="green.8" truncate="end" visibleFrom="xs" mih={44} style={{ textDecoration: 'none', display: 'inline-flex', alignItems: 'center' }}>
          {t('appName')}
        </Text>
      </Group>
      {/* Takes the free width, its items at the right: the readiness appearing on its left moves nothing (P2, CLS). */}
      <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ minWidth: 0, flexGrow: 1 }}>
        <OfflineReadiness />
        <SyncControl />
        {/* The top bar's menu and tooltips open in place, not in a portal: a portal mounts with a second,
            synchronous render of the shell's first commit, which then also runs every effect of the screen in the
            same long task (P2, ADR 0040). Nothing in the header clips them. */}
        {menuDue || menuOpened ? (
          <Menu position="bottom-end" withinPortal={false} opened={menuOpened} onChange={setMenuOpened}>
            <Menu.Target>{accountButton}</Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/settings/profile" leftSection={<IconUser size={16} aria-hidden />}>
                {t('account.profile')}
              </Menu.Item>
              <Menu.Item onClick={() => void signOut.request()} leftSection={<IconLogout size={16} aria-hidden />}>
                {t('account.logout')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          accountButton
        )}
      </Group>
      {warningMounted && (
        <ConfirmDialog
          opened={warningOpened}
          title={t('signOut.title')}
          message={t('signOut.unsent', { count: signOut.unsent ?? 0 })}
          confirmLabel={t('account.logout')}
          onConfirm={signOut.confirm}
          onCancel={signOut.cancel}
        />
      )}
    </Group>
  );
}
