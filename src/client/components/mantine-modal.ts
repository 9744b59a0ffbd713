// Mantine's Modal alone, for lazy-modal.tsx to import on demand.
export { Modal } from '@mantine/core';
