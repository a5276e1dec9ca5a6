import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PhoneLink } from '@app/components/PhoneLink';
import { SyncBadge } from '@app/components/SyncBadge';
import type { FarmerRow } from './FarmersTable';
import classes from './FarmerList.module.css';

/**
 * The register on a phone (issue 32 item 7): one short line per farmer, so ten fit in about a screen. The name and
 * village open the farmer's page, the phone number calls them, and a badge shows only for a farmer not yet on the
 * server (waiting, or needs attention with the reason): a synced farmer needs no word.
 */
export function FarmerList({ rows, caption, village }: { rows: FarmerRow[]; caption: string; village: (row: FarmerRow) => string | null }) {
  return (
    <ul className={classes.list} aria-label={caption}>
      {rows.map((row) => {
        const { record } = row;
        const place = village(row);
        return (
          <li key={record.id} className={classes.row}>
            <Link to="/engage/farmers/$farmerId" params={{ farmerId: record.id }} className={classes.main}>
              <Text component="span" fw={600} className={classes.name}>
                {record.name}
              </Text>
              {place && (
                <Text component="span" size="sm" c="dimmed">
                  {place}
                </Text>
              )}
              {row.sync !== 'synced' && (
                <span className={classes.badge}>
                  <SyncBadge state={row.sync} message={row.error} />
                </span>
              )}
            </Link>
            <span className={classes.phone}>
              <PhoneLink number={record.phoneNumber} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
