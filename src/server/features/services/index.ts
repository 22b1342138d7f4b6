/**
 * The services feature's public module (decision 020): IEP services, the service log and the
 * compliance summary (requirements "Services", "Service log", "Service compliance").
 */
export { servicesOfStudents, toService } from "./service-store.ts";
