import { describe, expect, it } from 'vitest';
import { backupCodesFile } from './backup-codes-file';

describe('backupCodesFile', () => {
  it('is a dated .txt: what the codes are for, then one code a line', async () => {
    const file = backupCodesFile(['abcde-12345', 'FGHIJ-67890'], 'What these are.', '2026-12-03');
    expect(file.name).toBe('habitsprint-backup-codes-2026-12-03.txt');
    expect(file.type).toBe('text/plain');
    expect(await file.text()).toBe('What these are.\n\nabcde-12345\nFGHIJ-67890\n');
  });
});
