import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import classes from './settings-sections-nav.module.css';

export interface SettingsSectionLink {
  /** the id of the section's heading, which the link scrolls to */
  headingId: string;
  label: MessageDescriptor;
}

/** The Settings screen's table of contents: one tap to any section on a long phone screen (issue 24). */
export function SettingsSectionsNav({ sections }: { sections: readonly SettingsSectionLink[] }) {
  const { t, i18n } = useLingui();
  return (
    <Box component="nav" aria-label={t`Settings sections`}>
      <ul className={classes.list}>
        {sections.map((section) => (
          <li key={section.headingId}>
            <a href={`#${section.headingId}`} className={classes.link}>
              {i18n._(section.label)}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
