import { Avatar, type AvatarProps } from '@mantine/core';
import { displayName, initials } from '#shared/domain/display-name';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children' | 'name'> {
  name?: string | null;
  email?: string | null;
  image?: string | null;
}

/**
 * A person's picture, or their initials (product-rules.md#people-and-names: first letters of up to 2 words) when they
 * have none.
 */
export function UserAvatar({ name, email, image, ...avatarProps }: UserAvatarProps) {
  const label = displayName({ name, email });
  return (
    // Filled and dark enough that white initials keep a 4.5:1 contrast in both colour schemes.
    <Avatar src={image || null} alt={label} radius="xl" variant="filled" color="blue.8" {...avatarProps}>
      {initials(label)}
    </Avatar>
  );
}
