import { Box, Center, Image } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';

interface GroupCoverProps {
  /** the picture's URL, or null for the placeholder */
  src: string | null;
  /** what a screen reader hears for the picture; the placeholder is decoration and says nothing */
  alt: string;
  height: number | { base: number; sm: number };
}

/** The group's cover picture, or a quiet gradient with a group icon when it has none. */
export function GroupCover({ src, alt, height }: GroupCoverProps) {
  if (src) return <Image src={src} alt={alt} h={height} w="100%" fit="cover" />;
  return (
    <Box
      h={height}
      aria-hidden
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-light) 0%, var(--mantine-color-teal-light) 100%)',
      }}
    >
      <Center h="100%">
        <IconUsersGroup size={56} stroke={1.25} color="var(--mantine-color-blue-light-color)" />
      </Center>
    </Box>
  );
}
