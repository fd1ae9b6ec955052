import {
  COURIER_MAX,
  orderLifecycleUi as ui,
  TRACKING_NUMBER_MAX,
  TRACKING_URL_MAX,
  type Shipment,
} from '@artshop/shared';
import { TextFields, type FieldSpec } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/field-errors';

export type ParcelField = 'courier' | 'trackingNumber' | 'trackingUrl';
export type ParcelValues = Record<ParcelField, string>;

const FIELDS: FieldSpec<ParcelField>[] = [
  {
    name: 'courier',
    label: ui.courierLabel,
    placeholder: ui.courierPlaceholder,
    maxLength: COURIER_MAX,
    autoComplete: 'off',
  },
  {
    name: 'trackingNumber',
    label: ui.trackingNumberLabel,
    maxLength: TRACKING_NUMBER_MAX,
    autoComplete: 'off',
  },
  {
    name: 'trackingUrl',
    label: ui.trackingUrlLabel,
    placeholder: ui.trackingUrlPlaceholder,
    type: 'url',
    inputMode: 'url',
    maxLength: TRACKING_URL_MAX,
    autoComplete: 'off',
  },
];

/** The form's values for a recorded parcel (a correction starts from it), or empty ones. */
export function parcelValues(shipment: Shipment | null): ParcelValues {
  return {
    courier: shipment?.courier ?? '',
    trackingNumber: shipment?.trackingNumber ?? '',
    trackingUrl: shipment?.trackingUrl ?? '',
  };
}

/** Whether the typed parcel differs from the recorded one (blank link = none). */
export function parcelChanged(values: ParcelValues, shipment: Shipment | null): boolean {
  const recorded = parcelValues(shipment);
  return (Object.keys(recorded) as ParcelField[]).some(
    (field) => values[field].trim() !== recorded[field],
  );
}

interface ShipmentFieldsProps {
  values: ParcelValues;
  errors: FieldErrors<ParcelValues>;
  onChange: (field: ParcelField, value: string) => void;
}

/** Courier, tracking number and the optional tracking link asked for when marking 'Shipped'. */
export function ShipmentFields({ values, errors, onChange }: ShipmentFieldsProps) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{ui.shipmentHeading}</legend>
      <TextFields fields={FIELDS} values={values} errors={errors} onChange={onChange} />
    </fieldset>
  );
}
