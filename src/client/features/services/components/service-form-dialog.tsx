/**
 * The add/edit service dialog (requirements "Services"; 34 CFR 300.320(a)(7): the service, its
 * frequency and duration, and where it is delivered): name, provider and role, setting,
 * individual or group, minutes per day/week/month, start and end dates. Errors sit next to their
 * field; a refusal is shown above the buttons and nothing typed is lost.
 */
import { InputField, SelectField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { localIsoDate } from "@client/lib/format";
import {
  SERVICE_DELIVERIES,
  SERVICE_DELIVERY_LABELS,
  SERVICE_PERIOD_LABELS,
  SERVICE_PERIODS,
  SERVICE_SETTING_LABELS,
  SERVICE_SETTINGS,
  type Service,
} from "@shared/contracts/services";
import { useCreateService, useUpdateService } from "../api/service-mutations";
import {
  emptyServiceForm,
  formToServiceInput,
  serviceChanges,
  serviceFormSchema,
  serviceToForm,
} from "../lib/service-form-values";

export interface ServiceFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: string;
  /** Edit this service; absent: add one. */
  service?: Service;
  /** The student's annual IEP date, the default end of a new service. */
  annualDate?: string | null;
}

/** See the module docstring. */
export function ServiceFormDialog({ open, onClose, studentId, service, annualDate }: ServiceFormDialogProps) {
  const create = useCreateService();
  const update = useUpdateService();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={service ? "Edit service" : "Add a service"}
      description="A special education or related service as the IEP states it: how many minutes, how often and where."
      widthClass="max-w-2xl"
      schema={serviceFormSchema}
      defaultValues={
        service ? serviceToForm(service) : emptyServiceForm(localIsoDate(new Date()), annualDate)
      }
      initialFocus="name"
      onSubmit={async (values) => {
        const input = formToServiceInput(values);
        if (service) {
          const changes = serviceChanges(service, input);
          if (changes) await update.mutateAsync({ service, changes });
        } else await create.mutateAsync({ studentId, input });
        onClose();
      }}
      submitError={
        service
          ? "Failed to save the service. Please try again."
          : "Failed to add the service. Please try again."
      }
      submitLabel={service ? "Save changes" : "Add service"}
    >
      <InputField
        name="name"
        label="Service"
        required
        hint="E.g. Specialized reading instruction, Speech-language therapy."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="providerName" label="Provider name" />
        <InputField name="providerRole" label="Provider role" hint="E.g. Speech-language pathologist." />
        <SelectField
          name="setting"
          label="Setting"
          required
          options={SERVICE_SETTINGS}
          labels={SERVICE_SETTING_LABELS}
        />
        <SelectField
          name="delivery"
          label="Individual or group"
          required
          options={SERVICE_DELIVERIES}
          labels={SERVICE_DELIVERY_LABELS}
        />
        <InputField name="minutes" label="Minutes" required inputMode="numeric" autoComplete="off" />
        <SelectField
          name="period"
          label="How often"
          required
          options={SERVICE_PERIODS}
          labels={SERVICE_PERIOD_LABELS}
        />
        <InputField name="startDate" label="Start date" type="date" required />
        <InputField name="endDate" label="End date" type="date" required />
      </div>
    </FormDialog>
  );
}
