import { useLingui } from '@lingui/react/macro';
import { Image, Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

/** A post's images in a grid; each opens larger in a dialog. */
export function PostImages({ images, authorName }: { images: string[]; authorName: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { t } = useLingui();
  const count = images.length;
  const altOf = (index: number) => {
    const number = index + 1;
    return t`Image ${number} of ${count} posted by ${authorName}`;
  };
  const openNumber = (openIndex ?? 0) + 1;
  const isSingle = images.length === 1;

  return (
    <>
      <SimpleGrid cols={isSingle ? 1 : 2} spacing="xs">
        {images.map((src, index) => (
          <UnstyledButton
            key={src}
            onClick={() => setOpenIndex(index)}
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            <Image
              src={src}
              alt={altOf(index)}
              h={isSingle ? { base: 220, sm: 360 } : { base: 140, sm: 220 }}
              fit="cover"
              loading="lazy"
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={openIndex !== null}
        onClose={() => setOpenIndex(null)}
        title={openIndex === null ? '' : t`Image ${openNumber} of ${count}`}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {openIndex !== null ? (
          <Image src={images[openIndex]} alt={altOf(openIndex)} fit="contain" mah="75vh" radius="md" />
        ) : null}
      </Modal>
    </>
  );
}
