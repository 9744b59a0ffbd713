import type { GroupRole } from '#shared/domain/group-roles';
import { publicName } from '#shared/domain/display-name';
import type { GroupCard, GroupDetail, PublicGroupCard } from '#shared/groups/groups.types';
import { toPersonSummary } from '#server/features/users/person-view';
import { canSeeGroupContent } from './group-access';
import type { GroupDetailRow } from './groups.queries';

// Rows to the JSON the groups API answers with.

type CardRow = Omit<GroupCard, 'createdAt'> & { createdAt: Date };

export const toGroupCard = ({ createdAt, ...card }: CardRow): GroupCard => ({
  ...card,
  createdAt: createdAt.toISOString(),
});

export const toPublicGroupCard = ({
  createdByName,
  ...card
}: CardRow & { createdByName: string | null }): PublicGroupCard => ({
  ...toGroupCard(card),
  createdByName: publicName(createdByName),
});

export const toGroupListItem = (row: CardRow & { viewerRole: GroupRole | null }) => ({
  ...toGroupCard(row),
  viewerRole: row.viewerRole,
});

export function toGroupDetail(row: GroupDetailRow): GroupDetail {
  const { creatorId, creatorName, creatorEmail, creatorImage, viewerRole, ...card } = row;
  return {
    ...toGroupCard(card),
    createdBy: creatorId
      ? toPersonSummary({ id: creatorId, name: creatorName, email: creatorEmail, avatar: creatorImage })
      : null,
    viewerRole,
    canSeeContent: canSeeGroupContent(card.privacy, viewerRole),
  };
}
