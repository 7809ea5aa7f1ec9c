import type { Page } from 'playwright-core';

/** A few strokes across the signature pad with the mouse (as a finger or pen would). */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  for (const row of [0.35, 0.65]) {
    await page.mouse.move(box.x + 15, box.y + box.height * row);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(
        box.x + 15 + i * ((box.width - 30) / 10),
        box.y + box.height * row + (i % 2 ? -15 : 15),
      );
    await page.mouse.up();
  }
}

/** The signing form's last steps: continue to the confirmation, then sign. */
export async function confirmAndSign(page: Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('img', { name: 'Your drawn signature' }).waitFor();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}
