import type { TFunction } from 'i18next';
import type { ClaimStep } from '../../contract';

/** What a step's button says: "Upload: Boarding pass", "Sign the assignment for Julia Becker", … */
export function stepLabel(t: TFunction, step: ClaimStep): string {
  switch (step.kind) {
    case 'upload_document':
      return t('next_steps.upload', { item: t(`documents.item.${step.item}`) });
    case 'sign':
      return t('next_steps.sign', { name: step.passenger });
    case 'add_payout_details':
      return t('next_steps.payout', { name: step.passenger });
  }
}
