/** A regional football league table: shared rows of the accessibility demos. */
export interface Club {
  id: number;
  club: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalDifference: number;
  points: number;
}

const CLUBS = [
  'Ferndale Rovers',
  'Kingsbridge Athletic',
  'Marlow Town',
  'Eastcliff United',
  'Brackenbury FC',
  'Holloway Wanderers',
  'Saltmarsh Albion',
  'Ravenscar City',
  'Westmoor Rangers',
  'Thornbury Harriers',
  'Penrose Villa',
  'Glenrock Celtic',
];

export const clubs: Club[] = CLUBS.map((club, index) => {
  const played = 22;
  const won = 15 - index;
  const drawn = 2 + ((index * 5) % 5);
  const lost = played - won - drawn;
  return {
    id: index + 1,
    club,
    played,
    won,
    drawn,
    lost,
    goalDifference: 24 - index * 4 + (index % 3),
    points: won * 3 + drawn,
  };
});
