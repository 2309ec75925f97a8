import { describe, expect, it } from 'vitest';
import { fileFormatName } from '../src/shared/format/file-formats';
import { formatFileSize } from '../src/shared/format/file-sizes';

// Intl writes a no-break space (narrow in some languages) between a number and its unit; compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const size = (bytes: number, language = 'en') => plain(formatFileSize(bytes, language));

describe('a file’s size, as the new-dataset pages and a job’s page say it', () => {
  it('writes bytes out in the language’s word, agreeing with the count', () => {
    expect(size(0)).toBe('0 bytes');
    expect(size(1)).toBe('1 byte');
    expect(size(216)).toBe('216 bytes');
    expect(size(1, 'de')).toBe('1 Byte');
    expect(size(216, 'de')).toBe('216 Byte');
    expect(size(1, 'es')).toBe('1 byte');
    expect(size(216, 'es')).toBe('216 bytes');
  });

  it('counts by 1,024 and names the binary units', () => {
    expect(size(1_023)).toBe('1,023 bytes');
    expect(size(1_024)).toBe('1 KiB');
    expect(size(2_048)).toBe('2 KiB');
    expect(size(1_536)).toBe('1.5 KiB');
    expect(size(840_000)).toBe('820 KiB');
    expect(size(1_468_007)).toBe('1.4 MiB');
    expect(size(13_000_000)).toBe('12.4 MiB');
    expect(size(2_254_857_830)).toBe('2.1 GiB');
  });

  it('writes the number in the language’s way, the unit’s symbol the same in all', () => {
    expect(size(13_000_000, 'de')).toBe('12,4 MiB');
    expect(size(13_000_000, 'es')).toBe('12,4 MiB');
    expect(size(2_254_857_830, 'de')).toBe('2,1 GiB');
    expect(size(1_023, 'de')).toBe('1.023 Byte');
  });

  it('keeps a decimal below a hundred only', () => {
    expect(size(99.4 * 1_024)).toBe('99.4 KiB');
    expect(size(150.6 * 1_024)).toBe('151 KiB');
  });

  it('says what would round up to 1,024 of a unit in the next one', () => {
    expect(size(1_024 * 1_024 - 1)).toBe('1 MiB');
    expect(size(1_024 ** 3 - 1)).toBe('1 GiB');
    expect(size(1_023.6 * 1_024)).toBe('1 MiB');
    expect(size(1_023.4 * 1_024)).toBe('1,023 KiB');
  });

  it('says nothing for a size it cannot read', () => {
    expect(size(-5)).toBe('0 bytes');
    expect(size(Number.NaN)).toBe('0 bytes');
  });
});

describe('a file format’s name', () => {
  it('is the one people know', () => {
    expect(fileFormatName('csv')).toBe('CSV');
    expect(fileFormatName('tsv')).toBe('TSV');
    expect(fileFormatName('json')).toBe('JSON');
    expect(fileFormatName('jsonl')).toBe('JSON Lines');
    expect(fileFormatName('parquet')).toBe('Parquet');
  });

  it('is the server’s word for a format it does not know', () => {
    expect(fileFormatName('arrow')).toBe('arrow');
    expect(fileFormatName('toString')).toBe('toString');
  });
});
