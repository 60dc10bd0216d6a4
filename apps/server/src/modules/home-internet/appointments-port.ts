import type { Db } from '../../db/client';

/**
 * What home internet uses of the appointments module (`app.appointments`, issue 17, decision 032):
 * the field-service scheduling system (TMF646). Typed here by what is used, so the module depends on
 * the service's shape and not its files.
 */
export interface HiAppointmentRecord {
  id: string;
  slot_id: string;
  area_id: string;
  reference: string;
  state: 'initialized' | 'confirmed' | 'cancelled' | 'completed' | 'failed';
  day: string;
  period: string;
  start: string;
  end: string;
  hold_expires_at: string | null;
  reason: string | null;
  can_reschedule: boolean;
  reschedule_until: string;
}

export interface HiSlotRecord {
  id: string;
  day: string;
  period: string;
  start: string;
  end: string;
  capacity: number;
  free: number;
}

export interface AppointmentsClient {
  readonly sandbox: boolean;
  useAreas(check: (areaId: string) => Promise<boolean>): void;
  searchTimeSlots(input: { area_id: string; from?: string; days?: number }): Promise<{ area_id: string; available_time_slots: HiSlotRecord[] }>;
  get(id: string, tx?: Db): Promise<HiAppointmentRecord | null>;
  hold(input: { slot_id: string; reference: string; ttl_ms?: number }, tx?: Db): Promise<HiAppointmentRecord>;
  confirm(id: string, tx?: Db): Promise<HiAppointmentRecord>;
  cancel(id: string, tx?: Db, reason?: string): Promise<HiAppointmentRecord>;
  reschedule(id: string, slotId: string, tx?: Db): Promise<HiAppointmentRecord>;
  onChange(listener: (tx: Db, appointment: HiAppointmentRecord, from: HiAppointmentRecord['state'] | null) => Promise<void>): void;
}
