import { stringify } from 'csv-stringify/sync';
import { CHECK_IN_CSV_COLUMNS, CSV_KIND, CSV_MET } from '#shared/account-export/account-export.types';
import { isStepGoalData, isSuccessfulDay } from '#shared/domain/scoring';
import type { ExportedCheckIn } from './account-export.queries';

type CsvRecord = Record<(typeof CHECK_IN_CSV_COLUMNS)[number], string | number>;

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
