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
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {images.map(({ file, previewUrl }, index) => (
        <Box component="li" key={previewUrl} pos="relative">
          <Image
            src={previewUrl}
            alt={`Selected image ${index + 1}: ${file.name}`}
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
            aria-label={`Remove image ${index + 1}: ${file.name}`}
            onClick={() => onRemove(file)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Box>
      ))}
    </SimpleGrid>
  );
}
