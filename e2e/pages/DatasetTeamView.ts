import { type Locator, type Page } from '@playwright/test';

/** A dataset's Team page (`/dataset/:id/team`): the nav, the totals, the members table and the agreement cards. */
export class DatasetTeamView {
  readonly nav: Locator;
  readonly members: Locator;
  readonly agreementSection: Locator;
  readonly reviewersOnly: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Dataset pages' });
    this.members = page.getByTestId('team-members');
    this.agreementSection = page.getByTestId('team-agreement-section');
    this.reviewersOnly = page.getByTestId('agreement-reviewers-only');
  }

  async goto(datasetId: string, baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/dataset/${datasetId}/team`);
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  total(kind: 'records' | 'completed' | 'pending' | 'validated' | 'needsReview' | 'disagreements'): Locator {
    return this.page.getByTestId(`team-total-${kind}`).locator('dd');
  }

  member(username: string): Locator {
    return this.members.locator(`[data-username="${username}"]`);
  }

  /** One number of a member's row: `submitted`, `discarded`, `draft`, `pending`, `assigned`, `pace`. */
  cell(username: string, column: string): Locator {
    return this.member(username).locator(`[data-column="${column}"]`);
  }

  card(question: string): Locator {
    return this.page.locator(`[data-testid="agreement-card"][data-question="${question}"]`);
  }
}
