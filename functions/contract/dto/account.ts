// Answers of the organisation account calls (spec 000 section 3 'Organization', 'Employee',
// 'Profile'), as the API sends them inside `{ data }`.
import type { LocationStatus, MemberStatus, Position } from "../accounts";

export interface PostalCodeDto {
  id: number;
  postcode: string;
}

export interface LocationDto {
  id: number;
  postalCode: PostalCodeDto;
  address: string;
  address2: string | null;
  city: string;
  county: string;
  status: LocationStatus;
  version: number;
}

export interface OrganizationDto {
  id: number;
  officialCompanyName: string;
  companyRegistrationNumber: string | null;
  vatNumber: string;
  tradeName: string;
  /** The number asked for while a change waits for approval, else the approved one. */
  landlinePhoneNumber: string | null;
  landlinePhoneNumberIsPending: boolean;
  website: string | null;
  /** Likewise the requested address while a change of the main location waits for approval. */
  mainLocation: LocationDto | null;
  mainLocationIsPending: boolean;
  additionalLocation: LocationDto[];
  version: number;
}

export interface LocationOptionDto {
  id: number;
  postalCode: { postcode: string };
  isMain: boolean;
}

export interface OrganizationGroupDto {
  id: number;
  name: string;
  organizations: { id: number; tradeName: string }[];
}

export interface EmployeeDto {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email: string;
  position: Position | null;
  location: { id: number; postalCode: { postcode: string } } | null;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
  status: MemberStatus;
  acceptNewsletter: boolean;
  version: number;
}

export interface Paged<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

export interface ProfileDto {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email: string;
  position: Position | null;
  organizationLocationDto: { id: number; postalCode: { postcode: string } } | null;
  isOwner: boolean;
  isSeller: boolean;
  isBuyer: boolean;
  isTransactionAcceptor: boolean;
  acceptNewsletter: boolean;
  version: number;
}
