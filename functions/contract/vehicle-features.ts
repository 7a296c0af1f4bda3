// The standard features a seller ticks on the wizard's specification step (GET
// /vehicle-specification, spec 001 sections 3 and 5.6). Kept here rather than in D1: the list is
// small, changes with a release, and vehicles store the chosen ones denormalised as {id, value}
// (decision 0043). Ids are stable; never reuse one.

export interface VehicleFeature {
  id: number;
  value: string;
  category: string;
}

const groups: [string, [number, string][]][] = [
  [
    "Comfort",
    [
      [1, "Sat Nav"],
      [2, "Air Conditioning"],
      [3, "Climate Control"],
      [4, "Heated Seats"],
      [5, "Leather Seats"],
      [6, "Cruise Control"],
      [7, "Adaptive Cruise Control"],
      [8, "Electric Windows"],
      [9, "Keyless Entry"],
      [10, "Heated Steering Wheel"],
    ],
  ],
  [
    "Technology",
    [
      [11, "Bluetooth"],
      [12, "Apple CarPlay"],
      [13, "Android Auto"],
      [14, "DAB Radio"],
      [15, "Wireless Phone Charging"],
      [16, "Head-up Display"],
      [17, "Digital Instrument Cluster"],
    ],
  ],
  [
    "Safety",
    [
      [18, "Parking Sensors (Rear)"],
      [19, "Parking Sensors (Front)"],
      [20, "Reversing Camera"],
      [21, "360 Camera"],
      [22, "Lane Keep Assist"],
      [23, "Blind Spot Monitoring"],
      [24, "Autonomous Emergency Braking"],
      [25, "ISOFIX"],
    ],
  ],
  [
    "Exterior",
    [
      [26, "Alloy Wheels"],
      [27, "Panoramic Roof"],
      [28, "Sunroof"],
      [29, "LED Headlights"],
      [30, "Privacy Glass"],
      [31, "Tow Bar"],
      [32, "Roof Rails"],
      [33, "Electric Tailgate"],
    ],
  ],
];

export const VEHICLE_FEATURES: VehicleFeature[] = groups.flatMap(([category, list]) =>
  list.map(([id, value]) => ({ id, value, category })),
);

export const featureById = (id: number) => VEHICLE_FEATURES.find((f) => f.id === id) ?? null;
