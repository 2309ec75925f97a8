import { describe, expect, it } from 'vitest';
import { PANEL_MEMBERS_MAX, panelMembers } from '../src/features/dataset/overview/team-members';
import { teamMember } from './team-progress-fixtures';

const member = (username: string, counts: Parameters<typeof teamMember>[1] = {}) => teamMember(username, { pending: 10, ...counts });

describe('panelMembers', () => {
  it('lists the people with records or answers, most submitted first, then by name', () => {
    const { shown, hidden } = panelMembers(
      [member('idle'), member('bo', { submitted: 3 }), member('al', { submitted: 3 }), member('cy', { draft: 1 }), member('held', { assigned: 4 })],
      'en',
    );
    expect(shown.map((person) => person.username)).toEqual(['al', 'bo', 'cy', 'held']);
    expect(hidden).toBe(0);
  });

  it('shows at most a handful and counts the rest', () => {
    const many = Array.from({ length: PANEL_MEMBERS_MAX + 3 }, (_, index) => member(`p${index}`, { submitted: index + 1 }));
    const { shown, hidden } = panelMembers(many, 'en');
    expect(shown).toHaveLength(PANEL_MEMBERS_MAX);
    expect(shown[0]!.username).toBe(`p${PANEL_MEMBERS_MAX + 2}`);
    expect(hidden).toBe(3);
  });
});
