// One module per wizard step body; add-vehicle.tsx maps step numbers to these.
export type { StepProps } from "./shared";
export { RegistrationStep, LookupStep } from "./registration";
export { DetailsStep } from "./details";
export { PhotosStep } from "./photos";
export { VideosStep } from "./videos";
export { TyresStep } from "./tyres";
export { ServiceStep } from "./service";
export { SpecificationStep } from "./specification";
export { DescriptionStep } from "./description";
export { LaunchStep } from "./launch";
