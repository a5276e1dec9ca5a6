import { Anchor } from '@mantine/core';
import classes from './PhoneLink.module.css';

/**
 * A phone number as a tap-to-call link (`tel:`), kept on one line: a number split across two lines is misread and
 * misdialled (issue 32 item 6). The link's target is the number without its spaces.
 */
export function PhoneLink({ number }: { number: string }) {
  return (
    <Anchor href={`tel:${number.replace(/[^\d+]/g, '')}`} className={classes.phone}>
      {number}
    </Anchor>
  );
}
