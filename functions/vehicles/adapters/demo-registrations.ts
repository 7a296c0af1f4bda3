// The demo registrations answered when no DVLA key is set (local, tests, demos): a fixed table in
// the code, so every install and every test knows the same plates (decision 0043). Makes and
// models are names from the seeded catalogue (scripts/seed-data/makes.json).
import type { LookedUpVehicle, VehicleLookup } from "./lookup";
import { normalisePlate } from "./lookup";

type Row = Omit<LookedUpVehicle, "registrationPlate">;

const base = { mot: null, vin: null } as const;

export const DEMO_REGISTRATIONS: Record<string, Row> = {
  AB19CDE: {
    ...base,
    makeName: "Ford",
    modelName: "Fiesta",
    derivative: "1.0 EcoBoost Titanium 5dr",
    year: 2019,
    dateOfFirstRegistration: "2019-03-01",
    colour: "Blue",
    carType: "Hatchback",
    doors: 5,
    fuel: "Petrol",
    engineSize: 999,
    transmission: "Manual",
    vin: "WF0JXXGAHJKA12345",
  },
  VW20GLF: {
    ...base,
    makeName: "Volkswagen",
    modelName: "Golf",
    derivative: "2.0 TDI Life 5dr",
    year: 2020,
    dateOfFirstRegistration: "2020-09-01",
    colour: "Grey",
    carType: "Hatchback",
    doors: 5,
    fuel: "Diesel",
    engineSize: 1968,
    transmission: "Manual",
    vin: "WVWZZZCDZLW012345",
  },
  BM21SER: {
    ...base,
    makeName: "BMW",
    modelName: "3 Series",
    derivative: "320d M Sport 4dr Step Auto",
    year: 2021,
    dateOfFirstRegistration: "2021-03-01",
    colour: "Black",
    carType: "Saloon",
    doors: 4,
    fuel: "Diesel",
    engineSize: 1995,
    transmission: "Automatic",
    vin: "WBA5V72060FH12345",
  },
  EV22TSL: {
    ...base,
    makeName: "Tesla",
    modelName: "Model 3",
    derivative: "Long Range AWD 4dr Auto",
    year: 2022,
    dateOfFirstRegistration: "2022-06-01",
    colour: "White",
    carType: "Saloon",
    doors: 4,
    fuel: "Electric",
    engineSize: null,
    transmission: "Automatic",
    vin: "LRW3E7EK1NC123456",
  },
  TY18YRS: {
    ...base,
    makeName: "Toyota",
    modelName: "Yaris",
    derivative: "1.5 Hybrid Icon 5dr CVT",
    year: 2018,
    dateOfFirstRegistration: "2018-05-01",
    colour: "Red",
    carType: "Hatchback",
    doors: 5,
    fuel: "Hybrid",
    engineSize: 1497,
    transmission: "CVT",
    vin: "VNKKD3D300A123456",
  },
  NQ17QSH: {
    ...base,
    makeName: "Nissan",
    modelName: "Qashqai",
    derivative: "1.5 dCi N-Connecta 5dr",
    year: 2017,
    dateOfFirstRegistration: "2017-09-01",
    colour: "Silver",
    carType: "SUV",
    doors: 5,
    fuel: "Diesel",
    engineSize: 1461,
    transmission: "Manual",
    vin: "SJNFAAJ11U1234567",
  },
  KS24SPT: {
    ...base,
    makeName: "Kia",
    modelName: "Sportage",
    derivative: "1.6 T-GDi GT-Line 5dr",
    year: 2024,
    dateOfFirstRegistration: "2024-03-01",
    colour: "Green",
    carType: "SUV",
    doors: 5,
    fuel: "Petrol",
    engineSize: 1598,
    transmission: "Manual",
    vin: "U5YPU81DMRL123456",
  },
};

export const demoLookup: VehicleLookup = {
  async find(plate) {
    const key = normalisePlate(plate);
    const row = DEMO_REGISTRATIONS[key];
    return row ? { registrationPlate: key, ...row } : null;
  },
};
