import { Anchor, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

/** A link inside the auth screen (another mode of it), in a shade that keeps its contrast. */
export function AuthLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Anchor component={Link} to={to} onClick={onClick} fw={600}>
      {children}
    </Anchor>
  );
}

/** Looks like a link, acts on this screen (opens a dialog): a button for assistive technology. */
export function AuthTextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" onClick={onClick} fw={600} fz="sm">
      {children}
    </Anchor>
  );
}

/** A centred line under a form, e.g. "Don't have an account? Sign up". */
export function AuthPrompt({ prompt, children }: { prompt?: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {prompt && `${prompt} `}
      {children}
    </Text>
  );
}
