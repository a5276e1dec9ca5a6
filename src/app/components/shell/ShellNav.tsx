import { AppShell, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@app/lib/use-session';
import { Brand } from './Brand';
import { activePath, buildMenu, type MenuEntry, type MenuGroup } from './menu';

/**
 * The router marks every link whose path the location lies under ('/training' on '/training/modules') unless told
 * to match exactly; `active` (one entry, from activePath) then stays the only mark.
 */
const EXACT_ONLY = { exact: true, includeSearch: false } as const;

function EntryLink({ entry, active, onNavigate }: { entry: MenuEntry; active: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const Icon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={entry.path}
      activeOptions={EXACT_ONLY}
      label={t(`menu.${entry.label}`)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function Group({ name, children }: { name: MenuGroup; children: React.ReactNode }) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
        {t(`group.${name}`)}
      </Text>
      {children}
    </div>
  );
}

/** The sidebar: the menu this user may see (role and company rules), the current screen marked active. */
export function ShellNav({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!session) return null;
  const items = buildMenu({ role: session.role, companyKind: session.user.companyKind });
  const current = activePath(items, pathname);
  return (
    <>
      <AppShell.Section p="sm">
        <Brand />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="sm">
        <Stack gap={0}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <EntryLink key={item.entry.path} entry={item.entry} active={current === item.entry.path} onNavigate={onNavigate} />
            ) : (
              <Group key={item.name} name={item.name}>
                {item.entries.map((entry) => (
                  <EntryLink key={entry.path} entry={entry} active={current === entry.path} onNavigate={onNavigate} />
                ))}
              </Group>
            ),
          )}
        </Stack>
      </AppShell.Section>
    </>
  );
}
