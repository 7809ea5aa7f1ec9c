import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Notification } from '../../../contract';

/** A notification's action (SPEC §3 properties.actions[0]) the portal can follow. */
export type FollowableAction = { label: string; path: string | null };

/** Same-origin relative paths open in the SPA; anything else is not followed. */
const internalPath = (url: string) => (/^\/(?!\/)[^\\]*$/.test(url) ? url : null);

/** properties.actions[0] of a notification, with the in-portal path it leads to (null: not followed). */
export function notificationAction(n: Notification): FollowableAction | null {
  const action = n.properties.actions?.[0];
  if (!action?.label) return null;
  return { label: action.label, path: internalPath(action.url) };
}

/** Follows an action: opens its path in the SPA (an outside URL is never followed). */
export function useFollowAction() {
  const navigate = useNavigate();
  return useCallback(
    (action: FollowableAction | null) => {
      if (action?.path) void navigate({ to: action.path });
    },
    [navigate],
  );
}

/**
 * The action of a notification in the list: a link to its path, labelled with the action's label.
 * The blocking dialog shows the same action (label and path) as its one button.
 */
export function NotificationActionLink({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow?: () => void;
}) {
  const action = notificationAction(notification);
  if (!action?.path) return null;
  return (
    <Link to={action.path} className="button button--small notification__action" onClick={onFollow}>
      {action.label}
    </Link>
  );
}
