import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { type LeaderboardRow, leaderboardRows } from '../utils/leaderboard-rows';
import { PersonCell } from './person-cell';
import { RankBadge } from './rank-badge';
import { TableScroll } from '#client/components/table-scroll';

const VIEWER_ROW_BG = 'var(--mantine-color-blue-light)';

type RenderCheer = (row: LeaderboardRow) => ReactNode;

/**
 * A board (product-rules.md#leaderboards): a table on wide screens, one card per person on narrow ones. The top 3
 * carry a trophy or medals; the viewer's row is highlighted and shown below the list when it ranks outside it; the
 * board's order and tie-break are said under it.
 */
export function LeaderboardTable({
  leaderboard,
  title,
  renderCheer,
}: {
  leaderboard: Leaderboard;
  /** the board's title in the shown language (the challenge type's), its accessible name */
  title: string;
  /**
   * a row's cheer of the person's latest check-in (product-rules.md#cheers), composed by the screen; null where the
   * row has nothing to show
   */
  renderCheer?: RenderCheer;
}) {
  const { t, i18n } = useLingui();
  const isNarrow = useMediaQuery('(max-width: 36em)');

  if (leaderboard.entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        <Trans>No participants with check-ins yet</Trans>
      </Text>
    );
  }

  const { figureLabels, rankingRule, rows, viewerRowBelow } = leaderboardRows(leaderboard, i18n);
  const rule = (
    <Text size="xs" c="dimmed">
      {rankingRule}
    </Text>
  );
  if (isNarrow) {
    return (
      <Stack gap="xs">
        <CardList rows={rows} label={title} renderCheer={renderCheer} />
        {viewerRowBelow ? (
          <>
            <Divider label={t`Your rank`} labelPosition="left" />
            <CardList rows={[viewerRowBelow]} label={t`Your rank`} renderCheer={renderCheer} />
          </>
        ) : null}
        {rule}
      </Stack>
    );
  }

  // the Cheers column only when a row has something in it: an empty column would only widen the table
  const hasCheers =
    renderCheer !== undefined &&
    [...rows, ...(viewerRowBelow ? [viewerRowBelow] : [])].some((row) => renderCheer(row) !== null);
  const labels = [t`Rank`, t`Participant`, ...figureLabels, ...(hasCheers ? [t`Cheers`] : [])];
  const columnCount = labels.length;
  return (
    <Stack gap="xs">
      <TableScroll minWidth={480}>
        <Table verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {labels.map((label) => (
                <Table.Th key={label} scope="col">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TableRow key={row.userId} row={row} renderCheer={hasCheers ? renderCheer : undefined} />
            ))}
            {viewerRowBelow ? (
              <>
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Text size="xs" c="dimmed" fw={600}>
                      <Trans>Your rank</Trans>
                    </Text>
                  </Table.Td>
                </Table.Tr>
                <TableRow row={viewerRowBelow} renderCheer={hasCheers ? renderCheer : undefined} />
              </>
            ) : null}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {rule}
    </Stack>
  );
}

function TableRow({ row, renderCheer }: { row: LeaderboardRow; renderCheer?: RenderCheer }) {
  return (
    <Table.Tr bg={row.isViewer ? VIEWER_ROW_BG : undefined} aria-current={row.isViewer ? 'true' : undefined}>
      <Table.Td>
        <RankBadge position={row.position} />
      </Table.Td>
      <Table.Td>
        <PersonCell name={row.name} avatar={row.avatar} isViewer={row.isViewer} marks={row.marks} />
      </Table.Td>
      {row.figures.map((figure) => (
        <Table.Td key={figure.label}>{figure.value}</Table.Td>
      ))}
      {renderCheer ? <Table.Td>{renderCheer(row)}</Table.Td> : null}
    </Table.Tr>
  );
}

function CardList({
  rows,
  label,
  renderCheer,
}: {
  rows: LeaderboardRow[];
  label: string;
  renderCheer?: RenderCheer;
}) {
  return (
    <Stack gap="xs" component="ol" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <RowCard key={row.userId} row={row} cheer={renderCheer?.(row)} />
      ))}
    </Stack>
  );
}

function RowCard({ row, cheer }: { row: LeaderboardRow; cheer?: ReactNode }) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={row.isViewer ? VIEWER_ROW_BG : undefined}
      aria-current={row.isViewer ? 'true' : undefined}
    >
      <Group gap="sm" wrap="nowrap" mb="xs" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <RankBadge position={row.position} />
          <PersonCell name={row.name} avatar={row.avatar} isViewer={row.isViewer} marks={row.marks} />
        </Group>
        {cheer}
      </Group>
      {/* an amount board's five figures in one row of a phone would break each amount from its unit ('81 /
          pages'): three to a row, as a row of four still fits */}
      <SimpleGrid cols={row.figures.length > 4 ? 3 : row.figures.length} spacing="xs">
        {row.figures.map((figure) => (
          <div key={figure.label}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text size="sm" fw={600}>
              {figure.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
