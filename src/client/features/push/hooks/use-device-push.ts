import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-client';
import { deleteSubscription, fetchPushPublicKey, saveSubscription } from '../api/push-subscriptions';
import {
  currentSubscription,
  isPushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../lib/device-push';
import { queryKeys } from '#client/lib/query-keys';

/** This device: cannot receive pushes, has them blocked in the browser, or has them off or on. */
export type DevicePushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** 'refused': the server will not send to this browser's push service (trying again cannot help) */
export type EnableOutcome = 'on' | 'blocked' | 'dismissed' | 'refused' | 'failed';

function initialState(): DevicePushState {
  if (!isPushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'checking';
}

/** Push on this device: its state, and turning it on (asks the browser's permission) or off. */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DevicePushState>(initialState);
  const [isBusy, setIsBusy] = useState(false);
  const isChecking = state === 'checking';

  useEffect(() => {
    if (!isChecking) return;
    let isCurrent = true;
    void currentSubscription()
      .then((subscription) => isCurrent && setState(subscription ? 'on' : 'off'))
      .catch(() => isCurrent && setState('off'));
    return () => {
      isCurrent = false;
    };
  }, [isChecking]);

  const refreshSettings = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.push.settings() }),
    [queryClient],
  );

  const enable = useCallback(async (): Promise<EnableOutcome> => {
    setIsBusy(true);
    try {
      const { publicKey } = await fetchPushPublicKey();
      const outcome = await subscribeThisDevice(publicKey);
      if (outcome.kind === 'denied') {
        setState('blocked');
        return 'blocked';
      }
      if (outcome.kind === 'dismissed') return 'dismissed';
      try {
        await saveSubscription(outcome.subscription);
      } catch (error) {
        // the server does not have the subscription, so the browser must not keep it either: this device would show
        // push on (after a reload) while nothing ever reaches it
        await unsubscribeThisDevice().catch(() => null);
        return error instanceof ApiError && error.status === 400 ? 'refused' : 'failed';
      }
      setState('on');
      await refreshSettings();
      return 'on';
    } catch {
      return 'failed';
    } finally {
      setIsBusy(false);
    }
  }, [refreshSettings]);

  const disable = useCallback(async (): Promise<boolean> => {
    setIsBusy(true);
    try {
      const endpoint = await unsubscribeThisDevice();
      // already forgotten by the server (410 clean-up, another account took the device): nothing left to do
      if (endpoint)
        await deleteSubscription(endpoint).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
      setState('off');
      await refreshSettings();
      return true;
    } catch {
      return false;
    } finally {
      setIsBusy(false);
    }
  }, [refreshSettings]);

  return { state, isBusy, enable, disable };
}
