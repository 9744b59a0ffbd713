import { stringify } from 'csv-stringify/sync';
import {
  CHECK_IN_CSV_COLUMNS,
  CSV_DIRECTION,
  CSV_KIND,
  CSV_MET,
  CSV_SOURCE,
} from '#shared/account-export/account-export.types';
import { isAmountGoalData, isStepGoalData, isSuccessfulDay } from '#shared/domain/scoring';
import type { ExportedCheckIn } from './account-export.queries';

type Column = (typeof CHECK_IN_CSV_COLUMNS)[number];
type CsvRecord = Record<Column, string | number>;
type AmountColumns = Record<'Amount' | 'Target' | 'Unit' | 'Direction', string | number>;

const NO_AMOUNT: AmountColumns = { Amount: '', Target: '', Unit: '', Direction: '' };

/**
 * The day's amount against the target it was measured against (decision 082), with the unit (a listed unit's key,
 * or the organizer's own word) and the direction; a step day's count is its amount ('steps, at least the target'),
 * as the check-in answers say. Empty on a met-or-missed day and a rest day.
 */
function amountColumns(checkIn: ExportedCheckIn): AmountColumns {
  const { goalData } = checkIn;
  if (checkIn.kind === 'rest') return NO_AMOUNT;
  if (isStepGoalData(goalData))
    return {
      Amount: goalData.stepCount,
      Target: goalData.targetSteps,
      Unit: 'steps',
      Direction: CSV_DIRECTION.at_least,
    };
  if (!isAmountGoalData(goalData)) return NO_AMOUNT;
  return {
    Amount: goalData.amount,
    Target: goalData.target,
    Unit: goalData.unit === 'custom' ? (checkIn.customUnit ?? '') : goalData.unit,
    Direction: CSV_DIRECTION[goalData.direction === 'at_most' ? 'at_most' : 'at_least'],
  };
}

/** One check-in as a row of check-ins.csv: met as the boards count it (product-rules.md#scoring), nothing on a rest day. */
export function checkInCsvRecord(checkIn: ExportedCheckIn): CsvRecord {
  const isRest = checkIn.kind === 'rest';
  return {
    Challenge: checkIn.challengeTitle,
    Date: checkIn.date,
    Kind: CSV_KIND[checkIn.kind],
    Met: isRest ? '' : isSuccessfulDay(checkIn.goalData, checkIn.sugarFree) ? CSV_MET.yes : CSV_MET.no,
    Steps: isStepGoalData(checkIn.goalData) ? checkIn.goalData.stepCount : '',
    Notes: checkIn.notes ?? '',
    ...amountColumns(checkIn),
    Source: CSV_SOURCE[checkIn.source],
  };
}

/**
 * check-ins.csv, page by page: RFC 4180 quoting, UTF-8 with a byte order mark (so spreadsheet programs read it as
 * UTF-8) and the header row, even with no check-in. A note that starts like a formula (=, +, -, @) is written with a
 * leading apostrophe, so a spreadsheet shows it instead of running it (decision 045).
 */
export async function* checkInsCsv(pages: AsyncIterable<ExportedCheckIn[]>): AsyncGenerator<string> {
  let isFirst = true;
  for await (const page of pages) {
    yield stringify(page.map(checkInCsvRecord), {
      header: isFirst,
      bom: isFirst,
      columns: [...CHECK_IN_CSV_COLUMNS],
      escape_formulas: true,
    });
    isFirst = false;
  }
  if (isFirst) yield stringify([], { header: true, bom: true, columns: [...CHECK_IN_CSV_COLUMNS] });
}
