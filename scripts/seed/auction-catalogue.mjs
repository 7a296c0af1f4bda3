// What the demo auctions are made of: cars, colours, plates, VINs, descriptions, who sells and
// who bids. Deterministic (a seeded generator) so every `npm run seed` gives the same demo.

export const PERSPECTIVES = [
  "MASTER",
  "LEFT_FRONT",
  "LEFT_SIDE",
  "LEFT_REAR",
  "REAR",
  "RIGHT_REAR",
  "RIGHT_SIDE",
  "RIGHT_FRONT",
  "INTERIOR_1",
  "INTERIOR_2",
  "INTERIOR_3",
  "INTERIOR_4",
];

/** Body colours (and a seat trim to go with each); 6 palettes x 12 perspectives = 72 pictures. */
export const PALETTES = [
  { name: "Red", rgb: [196, 32, 44], trim: [70, 60, 58] },
  { name: "Blue", rgb: [32, 82, 176], trim: [60, 62, 70] },
  { name: "Silver", rgb: [176, 182, 190], trim: [120, 100, 80] },
  { name: "Black", rgb: [44, 44, 50], trim: [150, 120, 90] },
  { name: "White", rgb: [232, 232, 228], trim: [60, 60, 64] },
  { name: "Green", rgb: [34, 104, 64], trim: [140, 124, 100] },
];

export const FEATURES = [
  { id: 1, value: "Sat Nav" },
  { id: 2, value: "Bluetooth" },
  { id: 3, value: "Parking Sensors" },
  { id: 4, value: "Reversing Camera" },
  { id: 5, value: "Cruise Control" },
  { id: 6, value: "Heated Seats" },
  { id: 7, value: "Climate Control" },
  { id: 8, value: "Alloy Wheels" },
  { id: 9, value: "Apple CarPlay" },
];

/** Demo sellers, in rotation. Northfield and Hilltop share a group; Riverside does not. */
export const SELLERS = [
  { email: "owner@northfield.test", org: "northfield" },
  { email: "owner@riverside.test", org: "riverside" },
  { email: "seller@northfield.test", org: "northfield" },
  { email: "owner@hilltop.test", org: "hilltop" },
];

/** Demo buyers who fight proxy battles. */
export const BUYERS = ["buyer@northfield.test", "owner@hilltop.test", "owner@riverside.test", "buyer@riverside.test"];

// make, model, derivative, body, fuel, engine cc, gearbox, doors, typical trade price (pounds)
const CARS = [
  ["Ford", "Fiesta", "1.0 EcoBoost Titanium 5dr", "Hatchback", "Petrol", 999, "Manual", 5, 9500],
  ["Ford", "Focus", "1.5 EcoBlue ST-Line 5dr", "Hatchback", "Diesel", 1499, "Manual", 5, 12500],
  ["Vauxhall", "Corsa", "1.2 SE 5dr", "Hatchback", "Petrol", 1199, "Manual", 5, 8200],
  ["Volkswagen", "Golf", "1.5 TSI Life 5dr", "Hatchback", "Petrol", 1498, "Manual", 5, 16800],
  ["BMW", "3 Series", "320d M Sport 4dr Step Auto", "Saloon", "Diesel", 1995, "Automatic", 4, 19500],
  ["Audi", "A3", "35 TFSI S line 5dr S Tronic", "Hatchback", "Petrol", 1498, "Automatic", 5, 18900],
  ["Mercedes-Benz", "C-Class", "C220d AMG Line 4dr 9G-Tronic", "Saloon", "Diesel", 1950, "Automatic", 4, 21500],
  ["Nissan", "Qashqai", "1.3 DiG-T N-Connecta 5dr", "SUV", "Petrol", 1332, "Manual", 5, 14200],
  ["Toyota", "Yaris", "1.5 Hybrid Design 5dr CVT", "Hatchback", "Hybrid", 1490, "CVT", 5, 13400],
  ["Kia", "Sportage", "1.6 T-GDi 3 5dr", "SUV", "Petrol", 1598, "Manual", 5, 17900],
  ["Hyundai", "Tucson", "1.6 TGDi Premium 5dr", "SUV", "Hybrid", 1598, "Automatic", 5, 18600],
  ["Land Rover", "Range Rover Evoque", "2.0 D180 R-Dynamic SE 5dr Auto", "SUV", "Diesel", 1997, "Automatic", 5, 27500],
  ["MINI", "Hatch", "1.5 Cooper Classic 3dr", "Hatchback", "Petrol", 1499, "Manual", 3, 11900],
  ["Peugeot", "208", "1.2 PureTech Allure 5dr", "Hatchback", "Petrol", 1199, "Manual", 5, 10400],
  ["Skoda", "Octavia", "2.0 TDI SE L 5dr DSG", "Estate", "Diesel", 1968, "Dual-clutch", 5, 15800],
  ["Volvo", "XC60", "2.0 B5P Plus 5dr Geartronic", "SUV", "Hybrid", 1969, "Automatic", 5, 29800],
  ["Tesla", "Model 3", "Long Range AWD 4dr Auto", "Saloon", "Electric", null, "Automatic", 4, 24500],
  ["Honda", "Civic", "1.0 VTEC Turbo SR 5dr", "Hatchback", "Petrol", 988, "Manual", 5, 11200],
  ["Mazda", "CX-5", "2.0 Sport Nav+ 5dr", "SUV", "Petrol", 1998, "Manual", 5, 16400],
  ["Renault", "Clio", "1.0 TCe Iconic 5dr", "Hatchback", "Petrol", 999, "Manual", 5, 8900],
];

export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The n-th demo car, resolved against the seeded makes (falls back to any model of any make). */
export function carFor(makes, n) {
  const [makeName, modelName, derivative, carType, fuel, engineSize, transmission, doors, price] =
    CARS[n % CARS.length];
  const make = makes.find((m) => m.name === makeName) ?? makes[n % makes.length];
  const model = make.models.find((m) => m.name === modelName) ?? make.models[0];
  const year = 2016 + (n % 8);
  // Older cars are cheaper and have done more miles; vary a little per listing.
  const age = 2024 - year;
  return {
    makeId: make.id,
    modelId: model?.id ?? null,
    derivative,
    carType,
    fuel,
    engineSize,
    transmission,
    doors,
    year,
    mileage: 6000 + age * 9000 + ((n * 3571) % 7000),
    price: Math.max(1500, Math.round((price * (1 - age * 0.07)) / 50) * 50),
  };
}

const LETTERS = "ABCDEFGHJKLMNOPRSTUVWXYZ";

/** A current-style UK plate: area letters, age identifier, three letters. */
export function plateFor(random, year) {
  const pick = () => LETTERS[Math.floor(random() * LETTERS.length)];
  const age = String(random() < 0.5 ? year % 100 : (year % 100) + 50).padStart(2, "0");
  return `${pick()}${pick()}${age} ${pick()}${pick()}${pick()}`;
}

export function vinFor(random) {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return Array.from({ length: 17 }, () => chars[Math.floor(random() * chars.length)]).join("");
}

const OPENINGS = [
  "One owner from new with a full dealer service history.",
  "Part exchange in tidy condition throughout.",
  "Clean example, drives well, two keys.",
  "Ex-lease vehicle with main dealer history.",
];

export function descriptionFor(car, n) {
  return (
    `${OPENINGS[n % OPENINGS.length]} ${car.derivative}, ${car.mileage.toLocaleString("en-GB")} miles. ` +
    "Minor marks consistent with age; see photos. Sold as seen to the trade."
  );
}
