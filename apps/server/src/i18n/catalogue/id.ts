import type { Catalogue } from '../message-keys.js';

export const id: Catalogue = {
  VALIDATION_FAILED: 'Sebagian informasi yang dikirim tidak ada atau tidak valid.',
  UNKNOWN_FIELD: 'Permintaan berisi kolom yang tidak diterima.',
  INVALID_AMOUNT: 'Masukkan jumlah dengan paling banyak 2 angka desimal.',
  NOT_LOGGED_IN: 'Anda belum masuk. Silakan masuk terlebih dahulu.',
  FORBIDDEN: 'Anda tidak diizinkan melakukan ini.',
  TRIAL_ACCOUNT: 'Ini memerlukan akun uang asli. Akun uji coba tidak dapat melakukannya.',
  NOT_FOUND: 'Item yang diminta tidak ditemukan.',
  ROUTE_NOT_FOUND: 'Alamat ini tidak ada.',
  METHOD_NOT_ALLOWED: 'Alamat ini tidak menerima jenis permintaan ini.',
  CONFLICT: 'Ini bertentangan dengan data yang ada. Silakan muat ulang dan coba lagi.',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Format data yang dikirim tidak diterima.',
  TOO_MANY_REQUESTS: 'Terlalu banyak permintaan. Silakan tunggu sebentar dan coba lagi.',
  SYSTEM_MAINTENANCE: 'Sistem sedang dalam pemeliharaan. Silakan kembali nanti.',
  REGION_RESTRICTED: 'Akses dari lokasi atau alamat IP Anda dibatasi.',
  IP_BLOCKED: 'Alamat IP Anda diblokir: akses dilarang.',
  GAME_MAINTENANCE: 'Permainan ini sedang dalam pemeliharaan. Coba permainan populer kami.',
  SYSTEM_ERROR: 'Terjadi kesalahan sistem. Silakan coba lagi nanti.',
  SERVICE_UNAVAILABLE: 'Layanan sementara tidak tersedia. Silakan coba lagi sebentar lagi.',
  'maintenance.title': 'Pemeliharaan sistem',
  'maintenance.info':
    'Kami sedang meningkatkan sistem agar dapat melayani Anda lebih baik. Silakan kembali nanti atau hubungi layanan pelanggan.',
  'regionBlocked.title': 'Akses dibatasi',
  'regionBlocked.info':
    'Layanan kami tidak tersedia di wilayah Anda. Hubungi layanan pelanggan jika menurut Anda ini keliru.',
};
