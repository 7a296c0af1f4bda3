// Answers of the search alert and notification calls (spec 000 section 4).
import type { NotificationSettingType } from "../alerts";

export interface SearchAlertDto {
  id: number;
  vehicleMakeId: number;
  vehicleMakeName: string | null;
  vehicleModelId: number;
  vehicleModelName: string | null;
  yearFrom: number;
  yearTo: number;
  distanceMaxValueInMiles: number;
  mileageMaxValue: number;
  createdOn: string;
}

export interface AlertOption {
  value: number;
  label: string;
}

export interface SearchAlertOptionsDto {
  distanceInMiles: AlertOption[];
  valueInMiles: AlertOption[];
  yearsAgo: AlertOption[];
}

/** The pre-check: NO_ACTION, or a title and message the form shows in a confirm step. */
export type AlertPrecheckDto = { action: "NO_ACTION" } | { action: "CONFIRM"; title: string; message: string };

export interface NotificationSettingDto {
  settingsType: NotificationSettingType;
  checked: boolean;
}

export interface NotificationSettingsDto {
  emailNotifications: NotificationSettingDto[];
  pushNotifications: NotificationSettingDto[];
}

export interface MemberNoticeDto {
  id: number;
  kind: string;
  auctionId: number | null;
  title: string;
  message: string;
  createdOn: string;
}

export interface PagedDto<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}
