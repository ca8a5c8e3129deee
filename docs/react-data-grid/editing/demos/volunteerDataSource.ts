/**
 * The roster as a data source server: pages, sorting and every filter operator through the shared
 * simulation, plus updates and deletions that later pages reflect.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid';
import { networkDelay, queryRows, type ServerSchema } from '../../demos/serverSimulation';
import { initialVolunteers, validateVolunteer, type Volunteer } from './volunteers';

/** The types of the roster columns, as the grid's column definitions declare them. */
export const VOLUNTEER_SCHEMA: ServerSchema = { id: 'number', hoursPerWeek: 'number', active: 'boolean', role: 'singleSelect' };

export function createVolunteerSource() {
  let table: Volunteer[] = initialVolunteers.map((row) => ({ ...row }));
  return {
    async getRows(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
      await networkDelay(400);
      const matching = queryRows(table, params, VOLUNTEER_SCHEMA);
      const start = Number(params.start);
      return { rows: matching.slice(start, params.end + 1), rowCount: matching.length };
    },
    async update(volunteer: Volunteer): Promise<Volunteer> {
      await networkDelay(400);
      const problem = validateVolunteer(volunteer);
      if (problem) throw new Error(problem);
      table = table.map((row) => (row.id === volunteer.id ? volunteer : row));
      return volunteer;
    },
    async remove(id: number): Promise<void> {
      await networkDelay(300);
      table = table.filter((row) => row.id !== id);
    },
  };
}
