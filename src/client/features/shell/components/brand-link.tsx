import { PRODUCT_NAME } from '#shared/product-name';
import { Box } from '@mantine/core';
import { Link } from 'react-router';
import classes from './shell.module.css';
import { paths } from '#client/lib/paths';

/** The product title with its logo; goes to the dashboard (product-rules.md#header-and-navigation). */
export function BrandLink() {
  return (
    // Named explicitly so the link keeps its name where the title text is hidden (between 'sm' and 'md').
    <Link to={paths.dashboard()} className={classes.brand} aria-label={PRODUCT_NAME}>
      <img src="/favicon.svg" alt="" width={30} height={30} />
      <Box component="span" className={classes.brandName} hiddenFrom="sm">
        {PRODUCT_NAME}
      </Box>
      <Box component="span" className={classes.brandName} visibleFrom="md">
        {PRODUCT_NAME}
      </Box>
    </Link>
  );
}
