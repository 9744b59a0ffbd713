import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconBug, IconBulb, IconHelpCircle, IconMessage, type TablerIcon } from '@tabler/icons-react';
import { FORUM_CATEGORY_LABELS, type ForumCategory } from '#shared/forum/forum.schemas';

// Filled in dark shades: white text keeps 4.5:1 in both colour schemes; the icon tells them apart without colour.
const looks: Record<ForumCategory, { color: string; Icon: TablerIcon }> = {
  bugs: { color: 'red.9', Icon: IconBug },
  feature_request: { color: 'indigo.8', Icon: IconBulb },
  questions: { color: 'violet.8', Icon: IconHelpCircle },
  feedback: { color: 'teal.9', Icon: IconMessage },
};

/** A post's category: Bug Report, Feature Request, Question or Feedback. */
export function ForumCategoryBadge({ category }: { category: ForumCategory }) {
  const { i18n } = useLingui();
  const { color, Icon } = looks[category];
  return (
    <Badge variant="filled" color={color} leftSection={<Icon size={12} aria-hidden />}>
      {i18n._(FORUM_CATEGORY_LABELS[category])}
    </Badge>
  );
}
