import type { NewNotification } from '../builders';

type DemoNotification = Omit<NewNotification, 'user_id'>;

/** One of every priority, read and unread. `{claim:<case>}` in a URL is resolved by the seed. */
export const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    priority: 'high',
    subject: 'Boarding pass needed',
    content:
      'Please upload the boarding pass for flight LH1832 on 14.08.2026 so that we can continue with claim FP-2026-104127.',
    actions: [{ label: 'Upload boarding pass', url: '/contract/fairplane/{claim:FP-2026-104127}' }],
    // Read: an unread high-priority notification blocks every sign-in with its dialog until acknowledged.
    read_at: '2026-11-18T09:00:00Z',
    created_at: '2026-11-18T08:30:00Z',
  },
  {
    priority: 'medium',
    subject: 'KLM has replied',
    content: 'KLM Royal Dutch Airlines has replied to claim FP-2026-109856. We are reviewing the answer.',
    actions: [{ label: 'View claim', url: '/contract/fairplane/{claim:FP-2026-109856}' }],
    created_at: '2026-11-12T15:05:00Z',
  },
  {
    priority: 'low',
    subject: 'Refund approved',
    content: 'Your luggage claim LR-2026-007415 has been accepted. The payment follows within 14 days.',
    created_at: '2026-11-10T10:06:00Z',
  },
  {
    priority: 'low',
    subject: 'Welcome to your customer portal',
    content: 'Here you can follow your claims, start new ones and manage your login data.',
    read_at: '2026-01-04T10:00:00Z',
    created_at: '2025-12-28T20:11:00Z',
  },
];

export const OTHER_NOTIFICATIONS: DemoNotification[] = [
  {
    priority: 'medium',
    subject: 'Claim received',
    content: 'We have received claim FP-2026-111402 for flight KL1841 and are checking it.',
    created_at: '2026-10-14T06:51:00Z',
  },
];
