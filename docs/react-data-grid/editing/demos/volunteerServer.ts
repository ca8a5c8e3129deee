/**
 * A pretend roster API for the server CRUD demo: create, update and delete with network delay.
 * It assigns ids, stamps each change, and refuses numbers already used by another volunteer.
 */
import { networkDelay } from '../../demos/serverSimulation';
import { initialVolunteers, validateVolunteer, type Volunteer } from './volunteers';

export type StoredVolunteer = Volunteer & { updatedAt: string };

const STAMP = '2025-06-02T09:00:00Z';

export function createRosterServer() {
  let table: StoredVolunteer[] = initialVolunteers.map((row) => ({ ...row, updatedAt: STAMP }));
  let clock = Date.parse(STAMP);
  const stamp = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  const check = (volunteer: Volunteer) => {
    const problem = validateVolunteer(volunteer);
    if (problem) throw new Error(problem);
    const clash = table.find((row) => row.id !== volunteer.id && row.phone === volunteer.phone.trim());
    if (clash) throw new Error(`${clash.name} already uses that phone number.`);
  };

  return {
    async list(): Promise<StoredVolunteer[]> {
      await networkDelay(500);
      return table.map((row) => ({ ...row }));
    },
    /** The client proposes the id, as it would with a client-generated UUID; the server refuses a taken one. */
    async create(volunteer: Volunteer): Promise<StoredVolunteer> {
      await networkDelay(450);
      if (table.some((row) => row.id === volunteer.id)) throw new Error(`Id ${volunteer.id} is already taken.`);
      const created = { ...volunteer, phone: volunteer.phone.trim() };
      check(created);
      const stored = { ...created, updatedAt: stamp() };
      table = [...table, stored];
      return stored;
    },
    async update(volunteer: Volunteer): Promise<StoredVolunteer> {
      await networkDelay(450);
      check(volunteer);
      const stored = { ...volunteer, phone: volunteer.phone.trim(), updatedAt: stamp() };
      table = table.map((row) => (row.id === stored.id ? stored : row));
      return stored;
    },
    async remove(id: number): Promise<void> {
      await networkDelay(350);
      table = table.filter((row) => row.id !== id);
    },
  };
}
