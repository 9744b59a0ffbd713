import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Image, SimpleGrid } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ChosenImage } from '../hooks/use-image-selection';

/** The images chosen for a new post, each with a button that takes it out again. */
export function ComposerImagePreviews({
  images,
  onRemove,
}: {
  images: ChosenImage[];
  onRemove: (file: File) => void;
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {images.map(({ file, previewUrl }, index) => {
        const number = index + 1;
        const fileName = file.name;
        return (
          <Box component="li" key={previewUrl} pos="relative">
            <Image
              src={previewUrl}
              alt={t`Selected image ${number}: ${fileName}`}
              h={110}
              fit="cover"
              radius="md"
            />
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              radius="xl"
              size="md"
              variant="filled"
              color="dark"
              aria-label={t`Remove image ${number}: ${fileName}`}
              onClick={() => onRemove(file)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
