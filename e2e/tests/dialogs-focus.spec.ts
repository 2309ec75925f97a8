import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ExportDialog } from '../pages/ExportDialog';
import { TeamPage } from '../pages/TeamPage';
import { seedLabelDataset } from '../support/annotate-seed';
import { seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * A dialog gives the keyboard back to what opened it when it goes, however it goes (Escape, Cancel, the
 * key that opened it): a keyboard user goes on from the button or the question they were on, instead of
 * from the top of the page.
 */

test('the annotation page’s shortcuts list and Export dialog hand the keyboard back', async ({ page }) => {
  const { dataset, admin } = await seedLabelDataset(['The parcel came late.'], { admin: true });
  await signInWithToken(page, admin!.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });

  // Opened by its button, closed with Escape.
  const help = annotate.toolbar.getByRole('button', { name: 'Keyboard shortcuts' });
  await help.focus();
  await page.keyboard.press('Enter');
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await expect(help).toBeFocused();

  // Opened with ? from a question's option, closed with ? again: the option has the keyboard again.
  const option = annotate.question('label').getByRole('radio').first();
  await option.focus();
  await page.keyboard.press('?');
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press('?');
  await expect(shortcuts).toBeHidden();
  await expect(option).toBeFocused();

  // A dialog of buttons, left with Cancel.
  const exporting = new ExportDialog(page);
  await exporting.button.focus();
  await page.keyboard.press('Enter');
  await expect(exporting.dialog).toBeVisible();
  await exporting.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(exporting.dialog).toBeHidden();
  await expect(exporting.button).toBeFocused();
});

test('the Team page’s dialogs hand the keyboard back to the row’s button', async ({ page }) => {
  const owner = await seedUser('owner');
  const annotator = await seedUser('annotator');
  await signInWithToken(page, owner.token);
  const team = new TeamPage(page);
  await team.goto();
  await team.find(annotator.username);
  const changeRole = team.actionButton(annotator.username, 'Change the role of');
  await changeRole.focus();
  await page.keyboard.press('Enter');
  const dialog = team.dialog('change-role-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(changeRole).toBeFocused();
});
