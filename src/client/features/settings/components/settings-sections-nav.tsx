import { Box } from '@mantine/core';
import classes from './settings-sections-nav.module.css';

export interface SettingsSectionLink {
  /** the id of the section's heading, which the link scrolls to */
  headingId: string;
  label: string;
}

/** The Settings screen's table of contents: one tap to any section on a long phone screen (issue 24). */
export function SettingsSectionsNav({ sections }: { sections: readonly SettingsSectionLink[] }) {
  return (
    <Box component="nav" aria-label="Settings sections">
      <ul className={classes.list}>
        {sections.map((section) => (
          <li key={section.headingId}>
            <a href={`#${section.headingId}`} className={classes.link}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
