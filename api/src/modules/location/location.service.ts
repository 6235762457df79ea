// Places (obce, okresy, kraje) for every module that names one: read here, never through another module.
export { findMunicipalitiesByIds, findMunicipality, listProvinces, listRegions, type MunicipalityRow } from './location.repository';
