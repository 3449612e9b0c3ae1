import type { Catalogue } from '../message-keys.js';

export const my: Catalogue = {
  VALIDATION_FAILED: 'Sebahagian maklumat yang dihantar tiada atau tidak sah.',
  UNKNOWN_FIELD: 'Permintaan mengandungi medan yang tidak diterima.',
  INVALID_AMOUNT: 'Masukkan jumlah dengan paling banyak 2 tempat perpuluhan.',
  NOT_LOGGED_IN: 'Anda belum log masuk. Sila log masuk dahulu.',
  FORBIDDEN: 'Anda tidak dibenarkan melakukan ini.',
  TRIAL_ACCOUNT: 'Ini memerlukan akaun wang sebenar. Akaun percubaan tidak boleh melakukannya.',
  NOT_FOUND: 'Item yang diminta tidak dijumpai.',
  ROUTE_NOT_FOUND: 'Alamat ini tidak wujud.',
  METHOD_NOT_ALLOWED: 'Alamat ini tidak menerima jenis permintaan ini.',
  CONFLICT: 'Ini bercanggah dengan data sedia ada. Sila muat semula dan cuba lagi.',
  PAYLOAD_TOO_LARGE: 'Data yang dihantar terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Data yang dihantar dalam format yang tidak diterima.',
  TOO_MANY_REQUESTS: 'Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.',
  SYSTEM_MAINTENANCE: 'Sistem sedang diselenggara. Sila kembali kemudian.',
  REGION_RESTRICTED: 'Akses dari lokasi atau alamat IP anda adalah terhad.',
  IP_BLOCKED: 'Alamat IP anda disekat: akses dilarang.',
  GAME_MAINTENANCE: 'Permainan ini sedang diselenggara. Cuba permainan popular kami.',
  SYSTEM_ERROR: 'Ralat sistem berlaku. Sila cuba lagi kemudian.',
  SERVICE_UNAVAILABLE: 'Perkhidmatan tidak tersedia buat sementara. Sila cuba sebentar lagi.',
  'maintenance.title': 'Penyelenggaraan sistem',
  'maintenance.info':
    'Kami sedang menaik taraf sistem untuk memberi perkhidmatan yang lebih baik. Sila kembali nanti atau hubungi khidmat pelanggan.',
  'regionBlocked.title': 'Akses terhad',
  'regionBlocked.info':
    'Perkhidmatan kami tidak tersedia di rantau anda. Hubungi khidmat pelanggan jika anda rasa ini satu kesilapan.',
};
