import { PRODUCT_NAME } from '#shared/product-name';
import { Group, Text } from '@mantine/core';
import classes from './brand-logo.module.css';

// the name is never translated; written here rather than imported, so the landing page's first bundle stays small
/** The product mark and name, linking to the landing page (a plain link, as every link on it: decision 050). */
export function BrandLogo() {
  return (
    <a href="/" className={classes.brand}>
      <Group gap={10} wrap="nowrap">
        <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="#1971c2" />
          <path
            d="M18 34l9 9 19-22"
            fill="none"
            stroke="#fff"
            strokeWidth="7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Text component="span" fw={800} fz="xl" className={classes.name}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </a>
  );
}
